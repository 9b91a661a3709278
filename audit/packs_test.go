package audit_test

import _ "edge/lang/all"

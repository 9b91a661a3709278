package turn_test

import _ "edge/lang/all"

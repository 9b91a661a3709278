package attack_test

import _ "edge/lang/all"

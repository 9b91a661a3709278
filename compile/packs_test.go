package compile

import _ "edge/lang/all"

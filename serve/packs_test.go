package serve

import _ "edge/lang/all"

package index

import _ "edge/lang/all"

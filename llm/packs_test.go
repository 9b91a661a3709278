package llm_test

import _ "edge/lang/all"

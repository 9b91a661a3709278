module edge

go 1.27.0

toolchain go1.27.1

require (
	github.com/alecthomas/participle/v2 v2.1.4
	github.com/google/jsonschema-go v0.4.3
	go.bug.st/serial v1.8.0
	go.etcd.io/bbolt v1.5.0
	go.yaml.in/yaml/v3 v3.0.6
	golang.org/x/sys v0.45.0
	periph.io/x/conn/v3 v3.7.2
	periph.io/x/host/v3 v3.8.5
)

require github.com/jonboulle/clockwork v0.4.0 // indirect

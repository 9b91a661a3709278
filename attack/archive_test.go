package attack_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"edge"
	"edge/attack"
)

// TestArchiveIsCurrent: the archive the binary carries holds every case of
// testdata/attacks as it is now, and nothing else.
func TestArchiveIsCurrent(t *testing.T) {
	names, texts, err := attack.Unpack(edge.Attacks)
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob("../testdata/attacks/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	stale := len(files) != len(names)
	for i, f := range files {
		if stale || filepath.Base(f) != names[i] {
			stale = true
			break
		}
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(texts[i], want) {
			t.Errorf("%s differs from the directory's", names[i])
		}
	}
	if stale || t.Failed() {
		t.Fatalf("testdata/attacks.tar.gz (%d cases) is stale beside testdata/attacks (%d): run go generate in the repository's root", len(names), len(files))
	}
	cases, err := attack.LoadArchive(edge.Attacks)
	if err != nil || len(cases) != len(files) {
		t.Errorf("LoadArchive read %d cases (%v), want %d", len(cases), err, len(files))
	}
}

// TestPackRoundTrip: Unpack gives back what Pack was given, sorted by
// name, and packing the same cases twice gives the same bytes.
func TestPackRoundTrip(t *testing.T) {
	fsys := fstest.MapFS{
		"b.yaml":    {Data: []byte("name: b\n")},
		"a.yaml":    {Data: []byte("name: a\n")},
		"notes.txt": {Data: []byte("not a case")},
	}
	one, err := attack.Pack(fsys)
	if err != nil {
		t.Fatal(err)
	}
	two, err := attack.Pack(fsys)
	if err != nil || !bytes.Equal(one, two) {
		t.Fatalf("packing twice gave different archives (%v)", err)
	}
	names, texts, err := attack.Unpack(one)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(names, ",") != "a.yaml,b.yaml" || string(texts[0]) != "name: a\n" || string(texts[1]) != "name: b\n" {
		t.Errorf("unpacked %q %q", names, texts)
	}
	if _, err := attack.Pack(fstest.MapFS{}); err == nil {
		t.Error("an empty suite was packed")
	}
}

// TestUnpackRefusesBadArchives: an archive that is cut short, not gzip,
// empty, or holds something other than cases is refused with an error.
func TestUnpackRefusesBadArchives(t *testing.T) {
	good, err := attack.Pack(fstest.MapFS{"a.yaml": {Data: []byte("name: a\n")}})
	if err != nil {
		t.Fatal(err)
	}
	other := func(name string, typ byte) []byte {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		tw := tar.NewWriter(zw)
		if err := tw.WriteHeader(&tar.Header{Name: name, Typeflag: typ, Mode: 0o644}); err != nil {
			t.Fatal(err)
		}
		if err := tw.Close(); err != nil {
			t.Fatal(err)
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	for name, data := range map[string][]byte{
		"cut short":   good[:len(good)/2],
		"not gzip":    []byte("name: a\n"),
		"nothing":     nil,
		"a directory": other("cases/", tar.TypeDir),
		"a text":      other("notes.txt", tar.TypeReg),
		"a link":      other("a.yaml", tar.TypeSymlink),
	} {
		if _, _, err := attack.Unpack(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

package attack

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
)

// maxCaseBytes bounds one case read from an archive.
const maxCaseBytes = 1 << 20

// Pack writes the cases of fsys (its *.yaml files, at its root) into a
// gzipped tar archive, sorted by name, with no times or owners: the same
// cases give the same archive.
func Pack(fsys fs.FS) ([]byte, error) {
	names, err := fs.Glob(fsys, "*.yaml")
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, errors.New("no cases (*.yaml) to pack")
	}
	sort.Strings(names)
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	tw := tar.NewWriter(zw)
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		hdr := &tar.Header{Name: name, Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg, Format: tar.FormatUSTAR}
		if err := tw.WriteHeader(hdr); err != nil {
			return nil, err
		}
		if _, err := tw.Write(data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Unpack reads the files of an archive made by Pack: each case's name and
// text, in the archive's order.
func Unpack(archive []byte) (names []string, texts [][]byte, err error) {
	zr, err := gzip.NewReader(bytes.NewReader(archive))
	if err != nil {
		return nil, nil, fmt.Errorf("attack archive: %v", err)
	}
	tr := tar.NewReader(zr)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, nil, fmt.Errorf("attack archive: %v", err)
		}
		if hdr.Typeflag != tar.TypeReg || path.Ext(hdr.Name) != ".yaml" || hdr.Size > maxCaseBytes {
			return nil, nil, fmt.Errorf("attack archive: %s is no case (a .yaml file of at most %d bytes)", hdr.Name, maxCaseBytes)
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			return nil, nil, fmt.Errorf("attack archive: %s: %v", hdr.Name, err)
		}
		names = append(names, hdr.Name)
		texts = append(texts, data)
	}
	if len(names) == 0 {
		return nil, nil, errors.New("attack archive: no cases")
	}
	return names, texts, nil
}

// LoadArchive reads and checks the cases of an archive made by Pack.
func LoadArchive(archive []byte) ([]*Case, error) {
	names, texts, err := Unpack(archive)
	if err != nil {
		return nil, err
	}
	cases := make([]*Case, len(names))
	for i, name := range names {
		if cases[i], err = Parse(path.Base(name), texts[i]); err != nil {
			return nil, err
		}
	}
	return cases, nil
}

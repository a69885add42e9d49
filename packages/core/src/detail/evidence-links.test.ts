import { describe, expect, it } from 'vitest';
import { isWebLink } from '../links/web-link';
import { evidenceParts, type EvidencePart } from './evidence-links';

const OPM = 'https://github.com/OPM/opm-simulators';
const DUMUX = 'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux';
const OPEN_DARTS = 'https://gitlab.com/open-darts/open-darts';

const link = (text: string, href: string): EvidencePart => ({ text, href });
const text = (value: string): EvidencePart => ({ text: value, href: null });
const links = (parts: EvidencePart[]) => parts.filter((part) => part.href !== null).map((part) => [part.text, part.href]);

/** Entries as the reference facts write them, one or more of every form. */
const REAL_ENTRIES: readonly (readonly [entry: string, sourceCodeRepository: string | null])[] = [
  ['OPM/opm-simulators@0b42d53d09:README.md', OPM],
  ['OPM/opm-simulators tag release/2026.04/final (tagger date 2026-05-18)', OPM],
  ['OPM/opm-simulators@0b42d53d09:opm/models/discretization/, opm/simulators/linalg/', OPM],
  ['OPM/opm-common@538c8970fc:README.md (GPLv3+), opm/io/eclipse/', OPM],
  ['MRST tag 2025b (2025-12-02)', 'https://github.com/SINTEF-AppliedCompSci/MRST'],
  ['MRST tree: autodiff/, co2lab/, solvers/, multiscale/, model-io/, modules/', 'https://github.com/SINTEF-AppliedCompSci/MRST'],
  ['dumux/dumux@03d2afe5a5:README.md', DUMUX],
  ['dumux/dumux tag 3.10.0 (2025-04-04)', DUMUX],
  ['pflotran/pflotran@f5837ba6ee:README.md (GitHub repo only points to Bitbucket)', 'https://bitbucket.org/pflotran/pflotran'],
  ['https://release.documentation.pflotran.org (v6.0 released August 23, 2024; GNU LGPL)', 'https://bitbucket.org/pflotran/pflotran'],
  [
    "code-search excerpt of PFLOTRAN v5.X source header: 'GNU Lesser General Public License v3.0', Copyright 2023 Battelle",
    'https://bitbucket.org/pflotran/pflotran',
  ],
  [
    'GEOS-DEV/GEOS@b43e001aec:LICENSE (LGPL 2.1) and RELEASE_NOTES.md (SPDX-License-Identifier: LGPL-2.1-only)',
    'https://github.com/GEOS-DEV/GEOS',
  ],
  ['roderickperez/open-DARTS (third-party GitHub copy of upstream) tag v1.3.2: README.md, LICENSE, LICENSE.md, pyproject.toml', OPEN_DARTS],
  ['roderickperez/open-DARTS@befdddcf41:CHANGELOG.md (1.3.2 [03-07-2025])', OPEN_DARTS],
  ['roderickperez/open-DARTS v1.3.2:docs/getting_started/supported_features.md, docs/about_darts/about_darts.md', OPEN_DARTS],
  ['idaholab/moose (index) README.md', 'https://github.com/idaholab/moose'],
  ['GitHub PR idaholab/moose#31999 (2025-11-27) as activity evidence', 'https://github.com/idaholab/moose'],
  ['https://github.com/ufz/ogs/releases (6.5.1 notes), .../releases/tag/6.4.1', 'https://github.com/ufz/ogs'],
  ['tag v2406.2 (2024-10-22)', 'https://github.com/phorgue/porousMultiphaseFoam'],
  ["waiwera/waiwera@3535153736:LICENSE (LGPL v3) and src headers ('version 3 ... or later')", 'https://github.com/waiwera/waiwera'],
  ['waiwera/waiwera@3535153736:src/ (eos_*.F90, minc.F90, tracer.F90)', 'https://github.com/waiwera/waiwera'],
  ['tag 6.3.2 (2026-07-01); 7.0.0 betas exist', 'https://github.com/equinor/resdata'],
  ["__version__ = '2025.10-pre' at snapshot HEAD (no tags in snapshot)", 'https://github.com/OPM/pyopmspe11'],
  ['input_decks/ (GEOS, dumux, eclipse, opm_flow)', 'https://github.com/Simulation-Benchmarks/11thSPE-CSP'],
  ['PMEAL/OpenPNM tag v3.4.1 (2024-01-26) = newest tag in mirror', 'https://github.com/PMEAL/OpenPNM'],
  [
    'PMEAL/OpenPNM tree @c6c2d5c6f3: openpnm/algorithms/, openpnm/network/, openpnm/contrib/, openpnm/integrators/, examples/tutorials/, examples/applications/',
    'https://github.com/PMEAL/OpenPNM',
  ],
  [
    'PMEAL/porespy: fetch refused (snapshot 982876160 bytes > 524288000 limit); no git tags/log available, all facts from read_file index copies',
    'https://github.com/PMEAL/porespy',
  ],
  [
    "CISteefel/CrunchTope@472bbd3734:README.md (mirror HEAD master, commit date 2026-04-17; website link text 'crunchflow.lbl.gov' points to https://crunch.lbl.gov/)",
    'https://github.com/CISteefel/CrunchTope',
  ],
  [
    'CISteefel/CrunchTope tree @472bbd3734: Source/*.F90, Exercises/Ex1..Ex16, Containers/, Windows/, docs/CrunchFlowManual.pdf',
    'https://github.com/CISteefel/CrunchTope',
  ],
  [
    'usgs-coupled/iphreeqc@ac84cad460:CMakeLists.txt, examples/{c,cpp,fortran,com}, database/, doc/',
    'https://github.com/usgs-coupled/iphreeqc',
  ],
  [
    'equinor/webviz-subsurface@2e0e145a57:webviz_subsurface/smry2arrow_batch.py, webviz_subsurface/_datainput/seismic.py, surface.py, grid.py',
    'https://github.com/equinor/webviz-subsurface',
  ],
  [
    'equinor/iterative_ensemble_smoother@e7cbe26479:docs/source/index.rst, examples.rst, LITERATURE.md',
    'https://github.com/equinor/iterative_ensemble_smoother',
  ],
  [
    'kinverarity1/lasio@9e32ea67f8:docs/source/{index.rst,exporting.rst,writing.rst,contributing.rst}; lasio/las.py (to_csv, to_excel, to_json, df, set_data_from_df)',
    'https://github.com/kinverarity1/lasio',
  ],
  [
    'geodynamics/pylith@4f90c030cf:libsrc/pylith/materials, faults, meshio (rheologies, KinSrc*, MeshIOCubit/Petsc/Ascii, DataWriterHDF5/VTK)',
    'https://github.com/geodynamics/pylith',
  ],
  ['equinor/segyio tag v1.9.14 (2025-12-02); pre-release tag v2.0.0-alpha.1 (2025-12-02)', 'https://github.com/equinor/segyio'],
  [
    "OpendTect/OpendTect tag 2025.2.1 (annotated 2025-12-12 on od8.0 branch, tag message 'A tag for 2025.2.1 internal release'; tagged commit 2025-11-20); previous numbered tag 7.0.8 (2024-11-18)",
    'https://github.com/OpendTect/OpendTect',
  ],
  ['flow123d/flow123d@2fe7782b38:src/main.cc header (GPL version 3)', 'https://github.com/flow123d/flow123d'],
  ['Other STOMP code found only in INTERA-Inc/STOMPX (not a PNNL repository; not used)', 'https://github.com/pnnl/STOMP-W'],
  ['No tag after 2024-08-19; commits continue to 2025-09-30 -> Maintained', 'https://github.com/GeostatsGuy/GeostatsPy'],
];

describe('evidenceParts', () => {
  it.each(REAL_ENTRIES)('gives back %j exactly when its parts are joined, with web links only', (entry, repository) => {
    const parts = evidenceParts(entry, repository);
    expect(parts.map((part) => part.text).join('')).toBe(entry);
    expect(parts.filter((part) => part.href !== null && !isWebLink(part.href))).toEqual([]);
  });

  it('links owner/repo@commit:path to the file at that commit', () => {
    expect(evidenceParts('OPM/opm-simulators@0b42d53d09:README.md', OPM)).toEqual([
      link('OPM/opm-simulators@0b42d53d09:README.md', `${OPM}/blob/0b42d53d09/README.md`),
    ]);
  });

  it('links a folder (a path ending in /) to its tree, and each of several paths after one commit', () => {
    expect(evidenceParts('OPM/opm-simulators@0b42d53d09:opm/models/discretization/, opm/simulators/linalg/', OPM)).toEqual([
      link('OPM/opm-simulators@0b42d53d09:opm/models/discretization/', `${OPM}/tree/0b42d53d09/opm/models/discretization`),
      text(', '),
      link('opm/simulators/linalg/', `${OPM}/tree/0b42d53d09/opm/simulators/linalg`),
    ]);
  });

  it('keeps a note after a path as text, in whichever repository the entry names', () => {
    expect(evidenceParts('OPM/opm-common@538c8970fc:README.md (GPLv3+), opm/io/eclipse/', OPM)).toEqual([
      link('OPM/opm-common@538c8970fc:README.md', 'https://github.com/OPM/opm-common/blob/538c8970fc/README.md'),
      text(' (GPLv3+), '),
      link('opm/io/eclipse/', 'https://github.com/OPM/opm-common/tree/538c8970fc/opm/io/eclipse'),
    ]);
  });

  it('ends a path list where the text stops naming paths', () => {
    const entry = "waiwera/waiwera@3535153736:LICENSE (LGPL v3) and src headers ('version 3 ... or later')";
    expect(evidenceParts(entry, 'https://github.com/waiwera/waiwera')).toEqual([
      link('waiwera/waiwera@3535153736:LICENSE', 'https://github.com/waiwera/waiwera/blob/3535153736/LICENSE'),
      text(" (LGPL v3) and src headers ('version 3 ... or later')"),
    ]);
    expect(links(evidenceParts('GEOS-DEV/GEOS@b43e001aec:LICENSE (LGPL 2.1) and RELEASE_NOTES.md (SPDX)', null))).toEqual([
      ['GEOS-DEV/GEOS@b43e001aec:LICENSE', 'https://github.com/GEOS-DEV/GEOS/blob/b43e001aec/LICENSE'],
      ['RELEASE_NOTES.md', 'https://github.com/GEOS-DEV/GEOS/blob/b43e001aec/RELEASE_NOTES.md'],
    ]);
  });

  it("reads a bare name in the previous path's folder when it is of the same kind, else from the root", () => {
    const webviz = 'https://github.com/equinor/webviz-subsurface';
    expect(
      links(
        evidenceParts(
          'equinor/webviz-subsurface@2e0e145a57:webviz_subsurface/smry2arrow_batch.py, webviz_subsurface/_datainput/seismic.py, surface.py',
          webviz,
        ),
      ).map(([, href]) => href),
    ).toEqual([
      `${webviz}/blob/2e0e145a57/webviz_subsurface/smry2arrow_batch.py`,
      `${webviz}/blob/2e0e145a57/webviz_subsurface/_datainput/seismic.py`,
      `${webviz}/blob/2e0e145a57/webviz_subsurface/_datainput/surface.py`,
    ]);
    const ies = 'https://github.com/equinor/iterative_ensemble_smoother';
    expect(
      links(evidenceParts('equinor/iterative_ensemble_smoother@e7cbe26479:docs/source/index.rst, examples.rst, LITERATURE.md', ies)).map(
        ([, href]) => href,
      ),
    ).toEqual([
      `${ies}/blob/e7cbe26479/docs/source/index.rst`,
      `${ies}/blob/e7cbe26479/docs/source/examples.rst`,
      `${ies}/blob/e7cbe26479/LITERATURE.md`,
    ]);
  });

  it('links a wildcard, brace list or range to the folder holding its matches, and reads ; as a separator', () => {
    const crunch = 'https://github.com/CISteefel/CrunchTope';
    expect(
      links(evidenceParts('CISteefel/CrunchTope tree @472bbd3734: Source/*.F90, Exercises/Ex1..Ex16, docs/CrunchFlowManual.pdf', crunch)),
    ).toEqual([
      ['CISteefel/CrunchTope tree @472bbd3734: Source/*.F90', `${crunch}/tree/472bbd3734/Source`],
      ['Exercises/Ex1..Ex16', `${crunch}/tree/472bbd3734/Exercises`],
      ['docs/CrunchFlowManual.pdf', `${crunch}/blob/472bbd3734/docs/CrunchFlowManual.pdf`],
    ]);
    const lasio = 'https://github.com/kinverarity1/lasio';
    expect(
      links(evidenceParts('kinverarity1/lasio@9e32ea67f8:docs/source/{index.rst,writing.rst}; lasio/las.py (to_csv, to_json)', lasio)),
    ).toEqual([
      ['kinverarity1/lasio@9e32ea67f8:docs/source/{index.rst,writing.rst}', `${lasio}/tree/9e32ea67f8/docs/source`],
      ['lasio/las.py', `${lasio}/blob/9e32ea67f8/lasio/las.py`],
    ]);
  });

  it('links owner/repo tag X to the tag page, and later tags outside notes too', () => {
    expect(evidenceParts('OPM/opm-simulators tag release/2026.04/final (tagger date 2026-05-18)', OPM)).toEqual([
      link('OPM/opm-simulators tag release/2026.04/final', `${OPM}/releases/tag/release/2026.04/final`),
      text(' (tagger date 2026-05-18)'),
    ]);
    expect(links(evidenceParts('equinor/segyio tag v1.9.14 (2025-12-02); pre-release tag v2.0.0-alpha.1 (2025-12-02)', null))).toEqual([
      ['equinor/segyio tag v1.9.14', 'https://github.com/equinor/segyio/releases/tag/v1.9.14'],
      ['tag v2.0.0-alpha.1', 'https://github.com/equinor/segyio/releases/tag/v2.0.0-alpha.1'],
    ]);
    const opendtect = "OpendTect/OpendTect tag 2025.2.1 (tag message 'A tag for 2025.2.1'); previous numbered tag 7.0.8 (2024-11-18)";
    expect(links(evidenceParts(opendtect, null)).map(([label]) => label)).toEqual(['OpendTect/OpendTect tag 2025.2.1', 'tag 7.0.8']);
    expect(links(evidenceParts('PMEAL/OpenPNM tag v3.4.1 (2024-01-26) = newest tag in mirror', null)).map(([label]) => label)).toEqual([
      'PMEAL/OpenPNM tag v3.4.1',
    ]);
  });

  it("links a tag that names no repository to the tool's own repository", () => {
    expect(evidenceParts('tag v2406.2 (2024-10-22)', 'https://github.com/phorgue/porousMultiphaseFoam')).toEqual([
      link('tag v2406.2', 'https://github.com/phorgue/porousMultiphaseFoam/releases/tag/v2406.2'),
      text(' (2024-10-22)'),
    ]);
    expect(links(evidenceParts('MRST tag 2025b (2025-12-02)', 'https://github.com/SINTEF-AppliedCompSci/MRST'))).toEqual([
      ['MRST tag 2025b', 'https://github.com/SINTEF-AppliedCompSci/MRST/releases/tag/2025b'],
    ]);
    // No repository of its own to point at: text.
    expect(evidenceParts('tag v2406.2 (2024-10-22)', null)).toEqual([text('tag v2406.2 (2024-10-22)')]);
    expect(evidenceParts('tag 1.0 (2020-01-01)', 'https://bitbucket.org/pflotran/pflotran')).toEqual([text('tag 1.0 (2020-01-01)')]);
  });

  it('links paths at a tag or named ref, with a note between the repository and its tag', () => {
    const entry = 'roderickperez/open-DARTS (third-party GitHub copy of upstream) tag v1.3.2: README.md, LICENSE';
    const copy = 'https://github.com/roderickperez/open-DARTS';
    expect(evidenceParts(entry, OPEN_DARTS)).toEqual([
      link('roderickperez/open-DARTS', copy),
      text(' (third-party GitHub copy of upstream) '),
      link('tag v1.3.2', `${copy}/releases/tag/v1.3.2`),
      text(': '),
      link('README.md', `${copy}/blob/v1.3.2/README.md`),
      text(', '),
      link('LICENSE', `${copy}/blob/v1.3.2/LICENSE`),
    ]);
    expect(links(evidenceParts('roderickperez/open-DARTS v1.3.2:docs/about_darts/about_darts.md', OPEN_DARTS))).toEqual([
      ['roderickperez/open-DARTS v1.3.2:docs/about_darts/about_darts.md', `${copy}/blob/v1.3.2/docs/about_darts/about_darts.md`],
    ]);
  });

  it("uses GitLab's addresses for the tool's own repository on a GitLab, and GitHub for a mirror or copy named on GitHub", () => {
    expect(links(evidenceParts('dumux-repositories/dumux@03d2afe5a5:dumux/io/, README.md', DUMUX))).toEqual([
      ['dumux-repositories/dumux@03d2afe5a5:dumux/io/', `${DUMUX}/-/tree/03d2afe5a5/dumux/io`],
      ['README.md', `${DUMUX}/-/blob/03d2afe5a5/README.md`],
    ]);
    expect(links(evidenceParts('dumux-repositories/dumux tag 3.10.0 (2025-04-04)', DUMUX))).toEqual([
      ['dumux-repositories/dumux tag 3.10.0', `${DUMUX}/-/tags/3.10.0`],
    ]);
    expect(links(evidenceParts('tag v1.3.2 (2025-03-07)', `${OPEN_DARTS}.git`))).toEqual([['tag v1.3.2', `${OPEN_DARTS}/-/tags/v1.3.2`]]);
    expect(links(evidenceParts('open-darts/open-darts#12 (a report)', OPEN_DARTS))).toEqual([
      ['open-darts/open-darts#12', `${OPEN_DARTS}/-/issues/12`],
    ]);
    // The reference entries name DuMux's GitHub mirror and a third-party copy of open-DARTS: read there, linked there.
    expect(links(evidenceParts('dumux/dumux@03d2afe5a5:README.md', DUMUX))).toEqual([
      ['dumux/dumux@03d2afe5a5:README.md', 'https://github.com/dumux/dumux/blob/03d2afe5a5/README.md'],
    ]);
    expect(links(evidenceParts('roderickperez/open-DARTS@befdddcf41:CHANGELOG.md', OPEN_DARTS))).toEqual([
      ['roderickperez/open-DARTS@befdddcf41:CHANGELOG.md', 'https://github.com/roderickperez/open-DARTS/blob/befdddcf41/CHANGELOG.md'],
    ]);
  });

  it('links a repository named alone, an issue, and web addresses without their trailing punctuation', () => {
    expect(evidenceParts('idaholab/moose (index) README.md', null)).toEqual([
      link('idaholab/moose', 'https://github.com/idaholab/moose'),
      text(' (index) README.md'),
    ]);
    expect(evidenceParts('GitHub PR idaholab/moose#31999 (2025-11-27) as activity evidence', null)).toEqual([
      text('GitHub PR '),
      link('idaholab/moose#31999', 'https://github.com/idaholab/moose/issues/31999'),
      text(' (2025-11-27) as activity evidence'),
    ]);
    expect(links(evidenceParts("x/y@abc1234:README.md (link text 'crunchflow.lbl.gov' points to https://crunch.lbl.gov/)", null))).toEqual([
      ['x/y@abc1234:README.md', 'https://github.com/x/y/blob/abc1234/README.md'],
      ['https://crunch.lbl.gov/', 'https://crunch.lbl.gov/'],
    ]);
    expect(evidenceParts('https://github.com/ufz/ogs/releases (6.5.1 notes), .../releases/tag/6.4.1', null)).toEqual([
      link('https://github.com/ufz/ogs/releases', 'https://github.com/ufz/ogs/releases'),
      text(' (6.5.1 notes), .../releases/tag/6.4.1'),
    ]);
  });

  it('shows free text that names no repository as text', () => {
    for (const entry of [
      'MRST tree: autodiff/, co2lab/, solvers/',
      'input_decks/ (GEOS, dumux, eclipse, opm_flow)',
      "spack package.py for pflotran: license('LGPL-3.0-only'), git bitbucket.org/pflotran/pflotran.git",
      'No tag after 2024-08-19; commits continue to 2025-09-30 -> Maintained',
      'Other STOMP code found only in INTERA-Inc/STOMPX (not a PNNL repository; not used)',
      '',
    ]) {
      expect(evidenceParts(entry, 'https://github.com/SINTEF-AppliedCompSci/MRST')).toEqual(entry ? [text(entry)] : []);
    }
  });
});

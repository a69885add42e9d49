import type { TechnologyInput } from '@rsd/core';

/**
 * Demonstration catalogue: every vendor, operator, person and address below is fictional
 * (example.com / example.org, 555-01xx phone numbers), and `source` says so on every row.
 */
const SOURCE = 'Sample data for demonstration';

export const seedTechnologies: TechnologyInput[] = [
  {
    name: 'Adaptive Grid Refinement Engine',
    shortName: 'AGRE',
    vendorName: 'Example Gridworks Labs',
    vendorLogo: null,
    overview:
      'A research prototype that refines and coarsens simulation grids during a run, concentrating cells where saturation and pressure fronts move and relaxing them elsewhere.',
    readinessLevel: 'research',
    challenge:
      'Fine grids everywhere make full-field models slow, while coarse grids smear displacement fronts and misjudge breakthrough times.',
    solution:
      'Error indicators computed each time step decide which cells to split or merge; properties are upscaled and downscaled consistently so mass is conserved across changes.',
    videoUrl: null,
    benefits:
      'Sharper fronts at a fraction of the cell count\nShorter turnaround for sensitivity studies\nWorks with existing corner-point input',
    limitations:
      'Laboratory code, not yet tested on field models\nRefinement overhead can dominate in small models\nNo support for dual-porosity grids yet',
    specifications: {
      'Grid types': 'Cartesian and corner-point',
      'Max refinement levels': 3,
      'Interface': 'Command line',
      'Licence model': 'Research agreement',
    },
    deploymentCount: 0,
    deployedCompanies: [],
    deployedYears: [],
    costImpact: 4,
    productionImpact: 2,
    timeImpact: 7,
    category: 'reservoir_simulation',
    subcategory: 'gridding',
    contactName: 'Sample Contact',
    contactEmail: 'agre@example.com',
    contactPhone: '+1 555 0100',
    source: SOURCE,
  },
  {
    name: 'Distributed Temperature Sensing Well Suite',
    shortName: 'DTS Suite',
    vendorName: 'Sample Fibre Systems Inc.',
    vendorLogo: 'https://example.org/logos/sample-fibre-systems.png',
    overview:
      'Permanent fibre-optic cable and interpretation software that turn a continuous temperature profile along the wellbore into inflow and injection allocation.',
    readinessLevel: 'mature',
    challenge:
      'Production logging campaigns are costly and intermittent, so changes in zonal inflow often go unnoticed for months.',
    solution:
      'A fibre installed behind casing measures temperature every metre, continuously; thermal models convert the profile into zone-by-zone flow estimates.',
    videoUrl: null,
    benefits:
      'Continuous, intervention-free surveillance\nEarly detection of water or gas breakthrough\nLong service life of passive sensors',
    limitations:
      'Interpretation needs a calibrated thermal model\nFibre damage during completion cannot be repaired\nLimited resolution in horizontal sections with small temperature contrast',
    specifications: {
      'Spatial resolution': '1 m',
      'Temperature resolution': '0.01 °C',
      'Maximum temperature': '300 °C',
      'Data export': 'CSV, WITSML',
    },
    deploymentCount: 4,
    deployedCompanies: ['Example Energy North', 'Sample Petroleum Co.', 'Demo Offshore AS', 'Placeholder Resources'],
    deployedYears: [2016, 2018, 2019, 2021],
    costImpact: 6,
    productionImpact: 7,
    timeImpact: 5,
    category: 'well_monitoring',
    subcategory: 'fibre_optics',
    contactName: 'Sample Contact',
    contactEmail: 'sales@example.org',
    contactPhone: '+1 555 0101',
    source: SOURCE,
  },
  {
    name: 'Low-Salinity Waterflood Designer',
    shortName: 'LSW Designer',
    vendorName: 'Example Waterflood Analytics',
    vendorLogo: null,
    overview:
      'Workflow software that screens reservoirs for low-salinity waterflooding and designs injection-water recipes from core-flood and brine data.',
    readinessLevel: 'demonstration',
    challenge:
      'Whether lower-salinity injection water releases extra oil depends on rock mineralogy and brine chemistry, and the evidence is scattered across lab reports.',
    solution:
      'Core-flood results and brine analyses feed a screening model that ranks candidate reservoirs and proposes blends, which are then tested in a pilot simulation.',
    videoUrl: null,
    benefits:
      'Structured screening instead of case-by-case judgement\nReuses existing core and brine data\nPilot design included',
    limitations:
      'Needs representative core-flood data\nField pilots so far limited to two sandstone reservoirs\nCarbonate screening is experimental',
    specifications: {
      'Input data': 'Core-flood tables, brine analyses',
      'Output': 'Ranked candidates, blend recipes',
      'Deployment': 'Desktop application',
    },
    deploymentCount: 2,
    deployedCompanies: ['Sample Petroleum Co.', 'Demo Basin Operating'],
    deployedYears: [2023, 2024],
    costImpact: 5,
    productionImpact: 6,
    timeImpact: 4,
    category: 'enhanced_oil_recovery',
    subcategory: 'waterflooding',
    contactName: 'Sample Contact',
    contactEmail: 'lsw@example.com',
    contactPhone: '+1 555 0102',
    source: SOURCE,
  },
  {
    name: 'CO2 Plume Tracking Toolkit',
    shortName: 'PlumeTrack',
    vendorName: 'Example Carbon Monitoring Ltd',
    vendorLogo: 'https://example.org/logos/example-carbon-monitoring.png',
    overview:
      'A toolkit under development that combines repeat seismic, pressure data and fast flow proxies to map where injected CO2 has migrated in a storage site.',
    readinessLevel: 'development',
    challenge:
      'Storage permits require operators to show that the CO2 plume stays within the licensed area, but full simulations are too slow to update after every survey.',
    solution:
      'Reduced-order flow models are conditioned to monitoring data with ensemble methods, giving updated plume outlines with uncertainty bands within hours.',
    videoUrl: null,
    benefits:
      'Plume maps updated after each monitoring campaign\nUncertainty reported alongside the estimate\nReport templates aligned with permit conditions',
    limitations:
      'Validated only on synthetic benchmark models\nRequires good baseline seismic\nNo geochemical reactions in the proxy',
    specifications: {
      'Proxy type': 'Vertical-equilibrium flow model',
      'Data assimilation': 'Ensemble smoother',
      'Typical update time': 'Under 4 hours',
    },
    deploymentCount: 1,
    deployedCompanies: ['Demo Storage Partners'],
    deployedYears: [2025],
    costImpact: 5,
    productionImpact: 1,
    timeImpact: 8,
    category: 'carbon_storage',
    subcategory: 'monitoring',
    contactName: 'Sample Contact',
    contactEmail: 'plumetrack@example.org',
    contactPhone: '+1 555 0103',
    source: SOURCE,
  },
  {
    name: 'Integrated Field Digital Twin',
    shortName: 'FieldTwin',
    vendorName: 'Sample Digital Oilfield Corp.',
    vendorLogo: 'https://example.org/logos/sample-digital-oilfield.png',
    overview:
      'A platform that keeps a calibrated reservoir, well and network model in step with live field data, so engineers can test operating decisions before applying them.',
    readinessLevel: 'deployment',
    challenge:
      'Models used for planning drift away from reality between history-matching campaigns, so daily decisions are made without them.',
    solution:
      'Streaming data updates the coupled models automatically; deviations trigger recalibration, and what-if scenarios run on demand in the cloud.',
    videoUrl: 'https://example.com/videos/field-twin-demo.mp4',
    benefits:
      'One consistent model from reservoir to export line\nScenario testing before field changes\nAutomatic alerts when the model drifts',
    limitations:
      'Depends on data quality and historian connectivity\nInitial set-up takes several months\nSubscription pricing per field',
    specifications: {
      'Update frequency': 'Every 15 minutes',
      'Integrations': 'OPC UA, WITSML, REST',
      'Hosting': 'Cloud or on-premises',
      'Users': 'Unlimited per field',
    },
    deploymentCount: 3,
    deployedCompanies: ['Example Energy North', 'Demo Offshore AS', 'Sample Gas Storage GmbH'],
    deployedYears: [2021, 2022, 2024],
    costImpact: 7,
    productionImpact: 6,
    timeImpact: 8,
    category: 'digital_twin',
    subcategory: 'integrated_asset_modelling',
    contactName: 'Sample Contact',
    contactEmail: 'fieldtwin@example.com',
    contactPhone: '+1 555 0104',
    source: SOURCE,
  },
  {
    name: 'Machine-Learning Proxy Builder',
    shortName: 'ProxyML',
    vendorName: 'Example Surrogate Modelling',
    vendorLogo: null,
    overview:
      'A development-stage service that trains neural-network proxies on batches of simulation runs so that optimisation and uncertainty studies can call the proxy instead of the simulator.',
    readinessLevel: 'development',
    challenge:
      'Optimisation and uncertainty workflows need thousands of simulations, which is rarely affordable for full-field models.',
    solution:
      'A few hundred simulator runs train a proxy with built-in error estimates; the proxy answers in milliseconds and flags queries outside its training range.',
    videoUrl: null,
    benefits:
      'Orders of magnitude faster evaluations\nError estimate with every prediction\nSimulator-agnostic training interface',
    limitations:
      'Training set must cover the decision space\nRetraining needed after major model updates\nNot suitable for regulatory reporting',
    specifications: {
      'Training runs needed': '200 to 500',
      'Supported outputs': 'Rates, pressures, saturations',
      'API': 'REST and Python client',
    },
    deploymentCount: 2,
    deployedCompanies: ['Placeholder Resources', 'Sample Petroleum Co.'],
    deployedYears: [2024, 2025],
    costImpact: 6,
    productionImpact: 3,
    timeImpact: 9,
    category: 'reservoir_simulation',
    subcategory: 'surrogate_models',
    contactName: 'Sample Contact',
    contactEmail: 'proxyml@example.org',
    contactPhone: '+1 555 0105',
    source: SOURCE,
  },
  {
    name: 'Autonomous Inflow Control Valves',
    shortName: 'AICV',
    vendorName: 'Demo Completion Technologies',
    vendorLogo: 'https://example.org/logos/demo-completion-technologies.png',
    overview:
      'Downhole valves that choke back water and gas automatically, based on fluid properties, without surface control lines.',
    readinessLevel: 'deployment',
    challenge:
      'Long horizontal wells suffer early water or gas breakthrough in high-permeability zones, which cuts oil rates and raises handling costs.',
    solution:
      'Each valve restricts flow when the fluid passing through it has low viscosity, so zones producing water or gas are throttled while oil zones keep flowing.',
    videoUrl: null,
    benefits:
      'No control lines or power needed\nReduced water and gas handling\nCompatible with standard completion screens',
    limitations:
      'Performance depends on the viscosity contrast between phases\nValves cannot be reset from surface\nAdds cost to the completion',
    specifications: {
      'Valve size': '4.5 in and 5.5 in base pipe',
      'Pressure rating': '5000 psi',
      'Temperature rating': '150 °C',
    },
    deploymentCount: 5,
    deployedCompanies: [
      'Example Energy North',
      'Sample Petroleum Co.',
      'Demo Basin Operating',
      'Placeholder Resources',
      'Example Heavy Oil Ltd',
    ],
    // Deliberately shorter than the company list: the detail page omits 'Since' where no year exists.
    deployedYears: [2019, 2020, 2022],
    costImpact: 6,
    productionImpact: 8,
    timeImpact: 3,
    category: 'production_optimization',
    subcategory: 'well_completion',
    contactName: 'Sample Contact',
    contactEmail: 'aicv@example.com',
    contactPhone: '+1 555 0106',
    source: SOURCE,
  },
  {
    name: 'Polymer Injection Skid',
    shortName: null,
    vendorName: 'Sample Chemical EOR Services',
    vendorLogo: null,
    overview:
      'A modular surface unit that hydrates, dilutes and injects polymer solution for mobility-control floods, with inline viscosity measurement.',
    readinessLevel: 'mature',
    challenge:
      'Polymer floods need carefully prepared solutions; shear degradation and poor mixing reduce viscosity and waste chemical.',
    solution:
      'Low-shear pumps, staged hydration tanks and inline rheometers keep the injected solution at its design viscosity, with automatic dosing adjustments.',
    videoUrl: null,
    benefits:
      'Consistent injection viscosity\nSkid-mounted for quick installation\nLower polymer consumption through closed-loop dosing',
    limitations:
      "Footprint may be too large for small offshore platforms\nRequires fresh or softened make-up water\nPolymer logistics remain the operator's responsibility",
    specifications: {
      'Injection capacity': 'Up to 5000 bbl/day',
      'Polymer types': 'HPAM and biopolymers',
      'Control system': 'PLC with remote monitoring',
    },
    deploymentCount: 3,
    deployedCompanies: ['Example Heavy Oil Ltd', 'Demo Basin Operating', 'Sample Petroleum Co.'],
    deployedYears: [2012, 2015, 2017],
    costImpact: 5,
    productionImpact: 8,
    timeImpact: 4,
    category: 'enhanced_oil_recovery',
    subcategory: 'chemical_eor',
    contactName: 'Sample Contact',
    contactEmail: 'polymer@example.org',
    contactPhone: '+1 555 0107',
    source: SOURCE,
  },
  {
    name: 'Caprock Integrity Microseismic Monitor',
    shortName: 'CapWatch',
    vendorName: 'Example Geophysical Instruments',
    vendorLogo: 'https://example.org/logos/example-geophysical.png',
    overview:
      'A downhole and near-surface geophone array with automatic event location, used in field pilots to watch for fracturing of the seal above injection zones.',
    readinessLevel: 'demonstration',
    challenge:
      'Injection raises pore pressure and can reactivate faults or fracture the caprock; operators must detect this early to adjust rates.',
    solution:
      'Geophones in monitoring wells record microseismic events; automatic location and magnitude estimates feed a traffic-light system for injection control.',
    videoUrl: null,
    benefits:
      'Near real-time event detection\nTraffic-light protocol built in\nSupports CO2 storage and waste-water injection sites',
    limitations:
      'Monitoring wells needed for good location accuracy\nNoise from surface operations raises detection thresholds\nPilot results from two sites only',
    specifications: {
      'Detection threshold': 'Magnitude -1.0 (typical)',
      'Location accuracy': '±25 m in the monitored volume',
      'Latency': 'Under 5 minutes',
    },
    deploymentCount: 2,
    deployedCompanies: ['Demo Storage Partners', 'Sample Gas Storage GmbH'],
    deployedYears: [2024, 2025],
    costImpact: 3,
    productionImpact: 2,
    timeImpact: 5,
    category: 'carbon_storage',
    subcategory: 'containment_assurance',
    contactName: 'Sample Contact',
    contactEmail: 'capwatch@example.com',
    contactPhone: '+1 555 0108',
    source: SOURCE,
  },
  {
    name: 'GPU Linear Solver Accelerator',
    shortName: 'GPU-LSA',
    vendorName: 'Sample HPC Software',
    vendorLogo: null,
    overview:
      'A drop-in linear-solver library that moves the pressure system of implicit reservoir simulators onto GPUs.',
    readinessLevel: 'deployment',
    challenge:
      'The linear solver takes most of the run time of implicit simulations, and CPU clusters large enough to cut it are expensive.',
    solution:
      'CPR-type preconditioning runs on the GPU with a CPU fallback, behind a solver interface that simulators call unchanged.',
    videoUrl: null,
    benefits:
      'Shorter run times on a single workstation\nNo change to simulation input\nAutomatic CPU fallback',
    limitations:
      'Gains shrink for small models\nRequires recent GPU drivers\nMulti-GPU runs still in beta',
    // Stored as JSON text on purpose: older rows keep specifications this way and the UI must read both.
    specifications: JSON.stringify({
      'Supported GPUs': 'CUDA and ROCm devices',
      'Preconditioners': 'CPR, AMG, ILU(0)',
      'Precision': 'Double',
      'Interface': 'C API and Python bindings',
    }),
    deploymentCount: 2,
    deployedCompanies: ['Placeholder Resources', 'Example Energy North'],
    deployedYears: [2023, 2025],
    costImpact: 7,
    productionImpact: 2,
    timeImpact: 9,
    category: 'reservoir_simulation',
    subcategory: 'high_performance_computing',
    contactName: 'Sample Contact',
    contactEmail: 'gpu-lsa@example.org',
    contactPhone: '+1 555 0109',
    source: SOURCE,
  },
  {
    name: 'Hydrogen Storage Cushion-Gas Optimiser',
    shortName: 'H2Cushion',
    vendorName: 'Example Hydrogen Subsurface',
    vendorLogo: null,
    overview:
      'A research study tool that evaluates how much cushion gas, and of which composition, an underground hydrogen store needs to keep withdrawal purity and deliverability.',
    readinessLevel: 'research',
    challenge:
      'Cushion gas is a large share of the cost of underground hydrogen storage, and mixing with it reduces the purity of withdrawn hydrogen.',
    solution:
      'Compositional simulations with mixing and diffusion are combined with an optimiser over cushion volume, composition and cycling schedule.',
    videoUrl: null,
    benefits:
      'Quantifies the purity–cost trade-off\nCompares nitrogen, methane and CO2 cushions\nScenario reports for feasibility studies',
    limitations:
      'Microbial hydrogen consumption not yet modelled\nNo field validation\nSingle-well models only',
    specifications: {
      'Cushion gases': 'N2, CH4, CO2',
      'Storage types': 'Depleted gas fields, aquifers',
    },
    deploymentCount: 0,
    deployedCompanies: [],
    deployedYears: [],
    costImpact: 6,
    productionImpact: 3,
    timeImpact: 2,
    category: 'underground_storage',
    subcategory: 'hydrogen',
    contactName: 'Sample Contact',
    contactEmail: 'h2cushion@example.com',
    contactPhone: '+1 555 0110',
    source: SOURCE,
  },
  {
    name: 'Production Surveillance Dashboard',
    shortName: 'SurveilDash',
    vendorName: 'Demo Operations Software',
    vendorLogo: 'https://example.org/logos/demo-operations-software.png',
    overview:
      'A long-established web dashboard that brings well tests, allocated rates and pressure data together with decline and exception reports.',
    readinessLevel: 'mature',
    challenge:
      'Production engineers lose time gathering data from separate systems before they can spot underperforming wells.',
    solution:
      'Connectors pull data from historians and databases into one view; rules flag wells whose rates or pressures deviate from their expected trends.',
    videoUrl: null,
    benefits:
      'Single view of production data\nException-based workflows\nConfigurable decline-curve reports',
    limitations:
      'No physics-based modelling\nCustom connectors cost extra\nMobile view is read-only',
    specifications: {
      'Data sources': 'Historians, SQL databases, spreadsheets',
      'Deployment': 'Web application',
      'Authentication': 'Single sign-on',
    },
    deploymentCount: 6,
    deployedCompanies: [
      'Example Energy North',
      'Sample Petroleum Co.',
      'Demo Offshore AS',
      'Placeholder Resources',
      'Demo Basin Operating',
      'Example Heavy Oil Ltd',
    ],
    deployedYears: [2010, 2011, 2013, 2014, 2016, 2019],
    costImpact: 4,
    productionImpact: 5,
    timeImpact: 7,
    category: 'digital_twin',
    subcategory: 'surveillance',
    contactName: 'Sample Contact',
    contactEmail: 'dashboard@example.org',
    contactPhone: '+1 555 0111',
    source: SOURCE,
  },
  {
    name: 'Nanoparticle-Stabilised Foam for Gas Mobility Control',
    shortName: 'NanoFoam',
    vendorName: 'Example Nano Materials Lab',
    vendorLogo: null,
    overview:
      'An early-stage laboratory concept that uses surface-treated nanoparticles to make CO2 and gas foams last longer at reservoir conditions.',
    readinessLevel: 'research',
    challenge:
      'Injected gas bypasses oil through high-permeability layers; surfactant foams that could block them break down at high temperature and salinity.',
    solution:
      'Nanoparticles adsorb at the gas–liquid interface and stabilise the foam lamellae, extending foam life in laboratory core floods.',
    videoUrl: null,
    benefits:
      'Longer foam life in lab tests\nPotential for lower surfactant use\nCould improve sweep in CO2 floods',
    limitations:
      'Laboratory scale only\nParticle retention in rock not yet quantified\nNo specification sheet yet',
    // Early research: no technical specifications published.
    specifications: null,
    deploymentCount: 0,
    deployedCompanies: [],
    deployedYears: [],
    costImpact: 3,
    productionImpact: 5,
    timeImpact: 1,
    category: 'enhanced_oil_recovery',
    subcategory: 'gas_injection',
    contactName: 'Sample Contact',
    contactEmail: 'nanofoam@example.com',
    contactPhone: '+1 555 0112',
    source: SOURCE,
  },
  {
    name: 'Wireless Downhole Pressure Telemetry',
    shortName: 'WiPT',
    vendorName: 'Sample Telemetry Systems',
    vendorLogo: 'https://example.org/logos/sample-telemetry.png',
    overview:
      'Battery-powered gauges that send downhole pressure and temperature to surface acoustically through the tubing, now in field demonstration.',
    readinessLevel: 'demonstration',
    challenge:
      'Cabled permanent gauges are expensive to install in existing wells and fail when the cable is damaged.',
    solution:
      'Acoustic repeaters along the tubing relay readings from gauges to a surface receiver, with no cable to run or protect.',
    videoUrl: null,
    benefits:
      'Retrofit without pulling the completion\nNo cable failures\nData available for pressure-transient analysis',
    limitations:
      'Battery life limits the sampling rate\nRepeater spacing depends on tubing and noise\nDemonstrated to 3500 m depth so far',
    specifications: {
      'Sampling interval': '1 to 60 minutes',
      'Battery life': 'Up to 5 years at hourly sampling',
      'Pressure accuracy': '±0.02 % full scale',
      'Maximum depth demonstrated': '3500 m',
    },
    deploymentCount: 1,
    deployedCompanies: ['Demo Offshore AS'],
    deployedYears: [2025],
    costImpact: 6,
    productionImpact: 4,
    timeImpact: 5,
    category: 'well_monitoring',
    subcategory: 'telemetry',
    contactName: 'Sample Contact',
    contactEmail: 'wipt@example.org',
    contactPhone: '+1 555 0113',
    source: SOURCE,
  },
];

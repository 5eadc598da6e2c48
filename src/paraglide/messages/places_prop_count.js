/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Places_Prop_CountInputs */

const en_places_prop_count = /** @type {(inputs: Places_Prop_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} property`);
	return /** @type {LocalizedString} */ (`${i?.count} properties`)
	
};

const es_places_prop_count = /** @type {(inputs: Places_Prop_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} propiedad`);
	return /** @type {LocalizedString} */ (`${i?.count} propiedades`)
	
};

const fr_places_prop_count = /** @type {(inputs: Places_Prop_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} bien`);
	return /** @type {LocalizedString} */ (`${i?.count} biens`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} property" |
* | * | "{count} properties" |
*
* @param {Places_Prop_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_count = /** @type {((inputs: Places_Prop_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_count(inputs)
	if (locale === "fr") return fr_places_prop_count(inputs)
	return en_places_prop_count(inputs)
});
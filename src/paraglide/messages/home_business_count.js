/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Business_CountInputs */

const en_home_business_count = /** @type {(inputs: Home_Business_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} business`);
	return /** @type {LocalizedString} */ (`${i?.count} businesses`)
	
};

const es_home_business_count = /** @type {(inputs: Home_Business_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} negocio`);
	return /** @type {LocalizedString} */ (`${i?.count} negocios`)
	
};

const fr_home_business_count = /** @type {(inputs: Home_Business_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} commerce`);
	return /** @type {LocalizedString} */ (`${i?.count} commerces`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} business" |
* | * | "{count} businesses" |
*
* @param {Home_Business_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_business_count = /** @type {((inputs: Home_Business_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Business_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_business_count(inputs)
	if (locale === "fr") return fr_home_business_count(inputs)
	return en_home_business_count(inputs)
});
/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Business_Count_OpenInputs */

const en_home_business_count_open = /** @type {(inputs: Home_Business_Count_OpenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} business open now`);
	return /** @type {LocalizedString} */ (`${i?.count} businesses open now`)
	
};

const es_home_business_count_open = /** @type {(inputs: Home_Business_Count_OpenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} negocio abierto ahora`);
	return /** @type {LocalizedString} */ (`${i?.count} negocios abiertos ahora`)
	
};

const fr_home_business_count_open = /** @type {(inputs: Home_Business_Count_OpenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} commerce ouvert maintenant`);
	return /** @type {LocalizedString} */ (`${i?.count} commerces ouverts maintenant`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} business open now" |
* | * | "{count} businesses open now" |
*
* @param {Home_Business_Count_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_business_count_open = /** @type {((inputs: Home_Business_Count_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Business_Count_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_business_count_open(inputs)
	if (locale === "fr") return fr_home_business_count_open(inputs)
	return en_home_business_count_open(inputs)
});
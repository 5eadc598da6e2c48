/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Place_CountInputs */

const en_dashboard_place_count = /** @type {(inputs: Dashboard_Place_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} place`);
	return /** @type {LocalizedString} */ (`${i?.count} places`)
	
};

const es_dashboard_place_count = /** @type {(inputs: Dashboard_Place_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lugar`);
	return /** @type {LocalizedString} */ (`${i?.count} lugares`)
	
};

const fr_dashboard_place_count = /** @type {(inputs: Dashboard_Place_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lieu`);
	return /** @type {LocalizedString} */ (`${i?.count} lieux`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} place" |
* | * | "{count} places" |
*
* @param {Dashboard_Place_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_place_count = /** @type {((inputs: Dashboard_Place_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Place_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_place_count(inputs)
	if (locale === "fr") return fr_dashboard_place_count(inputs)
	return en_dashboard_place_count(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_No_BusinessesInputs */

const en_home_no_businesses = /** @type {(inputs: Home_No_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No businesses found`)
};

const es_home_no_businesses = /** @type {(inputs: Home_No_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron negocios`)
};

const fr_home_no_businesses = /** @type {(inputs: Home_No_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun commerce trouvé`)
};

/**
* | output |
* | --- |
* | "No businesses found" |
*
* @param {Home_No_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_no_businesses = /** @type {((inputs?: Home_No_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_No_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_no_businesses(inputs)
	if (locale === "fr") return fr_home_no_businesses(inputs)
	return en_home_no_businesses(inputs)
});
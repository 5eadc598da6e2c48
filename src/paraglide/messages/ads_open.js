/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_OpenInputs */

const en_ads_open = /** @type {(inputs: Ads_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details and figures`)
};

const es_ads_open = /** @type {(inputs: Ads_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles y cifras`)
};

const fr_ads_open = /** @type {(inputs: Ads_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails et chiffres`)
};

/**
* | output |
* | --- |
* | "Details and figures" |
*
* @param {Ads_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_open = /** @type {((inputs?: Ads_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_open(inputs)
	if (locale === "fr") return fr_ads_open(inputs)
	return en_ads_open(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Col_StatusInputs */

const en_ads_col_status = /** @type {(inputs: Ads_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const es_ads_col_status = /** @type {(inputs: Ads_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

const fr_ads_col_status = /** @type {(inputs: Ads_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`État`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Ads_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_col_status = /** @type {((inputs?: Ads_Col_StatusInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Col_StatusInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_col_status(inputs)
	if (locale === "fr") return fr_ads_col_status(inputs)
	return en_ads_col_status(inputs)
});
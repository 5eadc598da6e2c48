/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Col_ClicksInputs */

const en_ads_col_clicks = /** @type {(inputs: Ads_Col_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clicks`)
};

const es_ads_col_clicks = /** @type {(inputs: Ads_Col_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics`)
};

const fr_ads_col_clicks = /** @type {(inputs: Ads_Col_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics`)
};

/**
* | output |
* | --- |
* | "Clicks" |
*
* @param {Ads_Col_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_col_clicks = /** @type {((inputs?: Ads_Col_ClicksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Col_ClicksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_col_clicks(inputs)
	if (locale === "fr") return fr_ads_col_clicks(inputs)
	return en_ads_col_clicks(inputs)
});
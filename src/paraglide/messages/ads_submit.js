/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_SubmitInputs */

const en_ads_submit = /** @type {(inputs: Ads_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send for approval`)
};

const es_ads_submit = /** @type {(inputs: Ads_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar a aprobación`)
};

const fr_ads_submit = /** @type {(inputs: Ads_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soumettre à validation`)
};

/**
* | output |
* | --- |
* | "Send for approval" |
*
* @param {Ads_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_submit = /** @type {((inputs?: Ads_SubmitInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_SubmitInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_submit(inputs)
	if (locale === "fr") return fr_ads_submit(inputs)
	return en_ads_submit(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Advice_LabelInputs */

const en_info_vc_advice_label = /** @type {(inputs: Info_Vc_Advice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local advice.`)
};

const es_info_vc_advice_label = /** @type {(inputs: Info_Vc_Advice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consejos locales.`)
};

const fr_info_vc_advice_label = /** @type {(inputs: Info_Vc_Advice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des conseils d’habitants.`)
};

/**
* | output |
* | --- |
* | "Local advice." |
*
* @param {Info_Vc_Advice_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_advice_label = /** @type {((inputs?: Info_Vc_Advice_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Advice_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_advice_label(inputs)
	if (locale === "fr") return fr_info_vc_advice_label(inputs)
	return en_info_vc_advice_label(inputs)
});
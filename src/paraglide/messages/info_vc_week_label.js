/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Week_LabelInputs */

const en_info_vc_week_label = /** @type {(inputs: Info_Vc_Week_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Week information`)
};

const es_info_vc_week_label = /** @type {(inputs: Info_Vc_Week_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información sobre Harlem Week`)
};

const fr_info_vc_week_label = /** @type {(inputs: Info_Vc_Week_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des informations sur Harlem Week`)
};

/**
* | output |
* | --- |
* | "Harlem Week information" |
*
* @param {Info_Vc_Week_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_week_label = /** @type {((inputs?: Info_Vc_Week_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Week_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_week_label(inputs)
	if (locale === "fr") return fr_info_vc_week_label(inputs)
	return en_info_vc_week_label(inputs)
});
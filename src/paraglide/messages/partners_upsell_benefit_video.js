/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Upsell_Benefit_VideoInputs */

const en_partners_upsell_benefit_video = /** @type {(inputs: Partners_Upsell_Benefit_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video tours on premium business profiles`)
};

const es_partners_upsell_benefit_video = /** @type {(inputs: Partners_Upsell_Benefit_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos en video en los perfiles premium de negocios`)
};

const fr_partners_upsell_benefit_video = /** @type {(inputs: Partners_Upsell_Benefit_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites vidéo sur les fiches premium des commerces`)
};

/**
* | output |
* | --- |
* | "Video tours on premium business profiles" |
*
* @param {Partners_Upsell_Benefit_VideoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_upsell_benefit_video = /** @type {((inputs?: Partners_Upsell_Benefit_VideoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Upsell_Benefit_VideoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_upsell_benefit_video(inputs)
	if (locale === "fr") return fr_partners_upsell_benefit_video(inputs)
	return en_partners_upsell_benefit_video(inputs)
});
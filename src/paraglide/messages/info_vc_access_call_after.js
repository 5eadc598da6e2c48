/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Access_Call_AfterInputs */

const en_info_vc_access_call_after = /** @type {(inputs: Info_Vc_Access_Call_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`before your visit and we will have it ready.`)
};

const es_info_vc_access_call_after = /** @type {(inputs: Info_Vc_Access_Call_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`antes de tu visita y la tendremos lista.`)
};

const fr_info_vc_access_call_after = /** @type {(inputs: Info_Vc_Access_Call_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`avant votre visite et nous le préparerons.`)
};

/**
* | output |
* | --- |
* | "before your visit and we will have it ready." |
*
* @param {Info_Vc_Access_Call_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_access_call_after = /** @type {((inputs?: Info_Vc_Access_Call_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Access_Call_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_access_call_after(inputs)
	if (locale === "fr") return fr_info_vc_access_call_after(inputs)
	return en_info_vc_access_call_after(inputs)
});
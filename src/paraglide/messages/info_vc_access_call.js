/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Access_CallInputs */

const en_info_vc_access_call = /** @type {(inputs: Info_Vc_Access_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you need any other arrangement, call us at`)
};

const es_info_vc_access_call = /** @type {(inputs: Info_Vc_Access_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si necesitas cualquier otra adaptación, llámanos al`)
};

const fr_info_vc_access_call = /** @type {(inputs: Info_Vc_Access_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous avez besoin d’un autre aménagement, appelez-nous au`)
};

/**
* | output |
* | --- |
* | "If you need any other arrangement, call us at" |
*
* @param {Info_Vc_Access_CallInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_access_call = /** @type {((inputs?: Info_Vc_Access_CallInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Access_CallInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_access_call(inputs)
	if (locale === "fr") return fr_info_vc_access_call(inputs)
	return en_info_vc_access_call(inputs)
});
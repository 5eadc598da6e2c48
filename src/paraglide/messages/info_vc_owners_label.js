/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Owners_LabelInputs */

const en_info_vc_owners_label = /** @type {(inputs: Info_Vc_Owners_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help for business owners`)
};

const es_info_vc_owners_label = /** @type {(inputs: Info_Vc_Owners_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda para dueños de negocios`)
};

const fr_info_vc_owners_label = /** @type {(inputs: Info_Vc_Owners_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De l’aide pour les commerçants`)
};

/**
* | output |
* | --- |
* | "Help for business owners" |
*
* @param {Info_Vc_Owners_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_owners_label = /** @type {((inputs?: Info_Vc_Owners_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Owners_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_owners_label(inputs)
	if (locale === "fr") return fr_info_vc_owners_label(inputs)
	return en_info_vc_owners_label(inputs)
});
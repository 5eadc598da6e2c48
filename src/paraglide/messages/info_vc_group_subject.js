/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Group_SubjectInputs */

const en_info_vc_group_subject = /** @type {(inputs: Info_Vc_Group_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group visit to the Visitor Center`)
};

const es_info_vc_group_subject = /** @type {(inputs: Info_Vc_Group_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visita en grupo al Centro de Visitantes`)
};

const fr_info_vc_group_subject = /** @type {(inputs: Info_Vc_Group_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite de groupe au centre d’accueil des visiteurs`)
};

/**
* | output |
* | --- |
* | "Group visit to the Visitor Center" |
*
* @param {Info_Vc_Group_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_group_subject = /** @type {((inputs?: Info_Vc_Group_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Group_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_group_subject(inputs)
	if (locale === "fr") return fr_info_vc_group_subject(inputs)
	return en_info_vc_group_subject(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Owners_TextInputs */

const en_info_vc_owners_text = /** @type {(inputs: Info_Vc_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`who want to list, update or upgrade a business on the guide.`)
};

const es_info_vc_owners_text = /** @type {(inputs: Info_Vc_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`que quieran publicar, actualizar o mejorar la ficha de su negocio en la guía.`)
};

const fr_info_vc_owners_text = /** @type {(inputs: Info_Vc_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`qui veulent inscrire, mettre à jour ou améliorer la fiche de leur commerce dans le guide.`)
};

/**
* | output |
* | --- |
* | "who want to list, update or upgrade a business on the guide." |
*
* @param {Info_Vc_Owners_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_owners_text = /** @type {((inputs?: Info_Vc_Owners_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Owners_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_owners_text(inputs)
	if (locale === "fr") return fr_info_vc_owners_text(inputs)
	return en_info_vc_owners_text(inputs)
});
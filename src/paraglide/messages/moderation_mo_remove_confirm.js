/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Remove_ConfirmInputs */

const en_moderation_mo_remove_confirm = /** @type {(inputs: Moderation_Mo_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove this photo from the business's gallery?`)
};

const es_moderation_mo_remove_confirm = /** @type {(inputs: Moderation_Mo_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar esta foto de la galería del negocio?`)
};

const fr_moderation_mo_remove_confirm = /** @type {(inputs: Moderation_Mo_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer cette photo de la galerie du commerce ?`)
};

/**
* | output |
* | --- |
* | "Remove this photo from the business's gallery?" |
*
* @param {Moderation_Mo_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_remove_confirm = /** @type {((inputs?: Moderation_Mo_Remove_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Remove_ConfirmInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_remove_confirm(inputs)
	if (locale === "fr") return fr_moderation_mo_remove_confirm(inputs)
	return en_moderation_mo_remove_confirm(inputs)
});
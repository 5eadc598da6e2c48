/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Own_Only_DetailInputs */

const en_moderation_cms_own_only_detail = /** @type {(inputs: Moderation_Cms_Own_Only_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`edit or delete only photos of the business they run`)
};

const es_moderation_cms_own_only_detail = /** @type {(inputs: Moderation_Cms_Own_Only_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`editar o eliminar solo las fotos del negocio que gestiona`)
};

const fr_moderation_cms_own_only_detail = /** @type {(inputs: Moderation_Cms_Own_Only_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`modifier ou supprimer uniquement les photos du commerce qu’il gère`)
};

/**
* | output |
* | --- |
* | "edit or delete only photos of the business they run" |
*
* @param {Moderation_Cms_Own_Only_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_own_only_detail = /** @type {((inputs?: Moderation_Cms_Own_Only_DetailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Own_Only_DetailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_own_only_detail(inputs)
	if (locale === "fr") return fr_moderation_cms_own_only_detail(inputs)
	return en_moderation_cms_own_only_detail(inputs)
});
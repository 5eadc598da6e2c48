/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Perm_Favorites_Manage_OwnInputs */

const en_moderation_perm_favorites_manage_own = /** @type {(inputs: Moderation_Perm_Favorites_Manage_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save favorite places`)
};

const es_moderation_perm_favorites_manage_own = /** @type {(inputs: Moderation_Perm_Favorites_Manage_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar lugares favoritos`)
};

const fr_moderation_perm_favorites_manage_own = /** @type {(inputs: Moderation_Perm_Favorites_Manage_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer des lieux favoris`)
};

/**
* | output |
* | --- |
* | "Save favorite places" |
*
* @param {Moderation_Perm_Favorites_Manage_OwnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_perm_favorites_manage_own = /** @type {((inputs?: Moderation_Perm_Favorites_Manage_OwnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Perm_Favorites_Manage_OwnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_perm_favorites_manage_own(inputs)
	if (locale === "fr") return fr_moderation_perm_favorites_manage_own(inputs)
	return en_moderation_perm_favorites_manage_own(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Perm_Tours_Manage_AllInputs */

const en_moderation_perm_tours_manage_all = /** @type {(inputs: Moderation_Perm_Tours_Manage_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage walking tours`)
};

const es_moderation_perm_tours_manage_all = /** @type {(inputs: Moderation_Perm_Tours_Manage_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestionar recorridos a pie`)
};

const fr_moderation_perm_tours_manage_all = /** @type {(inputs: Moderation_Perm_Tours_Manage_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer les visites à pied`)
};

/**
* | output |
* | --- |
* | "Manage walking tours" |
*
* @param {Moderation_Perm_Tours_Manage_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_perm_tours_manage_all = /** @type {((inputs?: Moderation_Perm_Tours_Manage_AllInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Perm_Tours_Manage_AllInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_perm_tours_manage_all(inputs)
	if (locale === "fr") return fr_moderation_perm_tours_manage_all(inputs)
	return en_moderation_perm_tours_manage_all(inputs)
});
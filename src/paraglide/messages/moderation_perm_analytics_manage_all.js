/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Perm_Analytics_Manage_AllInputs */

const en_moderation_perm_analytics_manage_all = /** @type {(inputs: Moderation_Perm_Analytics_Manage_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full analytics`)
};

const es_moderation_perm_analytics_manage_all = /** @type {(inputs: Moderation_Perm_Analytics_Manage_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas completas`)
};

const fr_moderation_perm_analytics_manage_all = /** @type {(inputs: Moderation_Perm_Analytics_Manage_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques complètes`)
};

/**
* | output |
* | --- |
* | "Full analytics" |
*
* @param {Moderation_Perm_Analytics_Manage_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_perm_analytics_manage_all = /** @type {((inputs?: Moderation_Perm_Analytics_Manage_AllInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Perm_Analytics_Manage_AllInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_perm_analytics_manage_all(inputs)
	if (locale === "fr") return fr_moderation_perm_analytics_manage_all(inputs)
	return en_moderation_perm_analytics_manage_all(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Perm_Analytics_View_BasicInputs */

const en_moderation_perm_analytics_view_basic = /** @type {(inputs: Moderation_Perm_Analytics_View_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic analytics`)
};

const es_moderation_perm_analytics_view_basic = /** @type {(inputs: Moderation_Perm_Analytics_View_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas básicas`)
};

const fr_moderation_perm_analytics_view_basic = /** @type {(inputs: Moderation_Perm_Analytics_View_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques de base`)
};

/**
* | output |
* | --- |
* | "Basic analytics" |
*
* @param {Moderation_Perm_Analytics_View_BasicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_perm_analytics_view_basic = /** @type {((inputs?: Moderation_Perm_Analytics_View_BasicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Perm_Analytics_View_BasicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_perm_analytics_view_basic(inputs)
	if (locale === "fr") return fr_moderation_perm_analytics_view_basic(inputs)
	return en_moderation_perm_analytics_view_basic(inputs)
});
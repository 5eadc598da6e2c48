/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Summary_UserInputs */

const en_moderation_cms_summary_user = /** @type {(inputs: Moderation_Cms_Summary_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explores Harlem: browses, saves favorites, reviews and registers for events.`)
};

const es_moderation_cms_summary_user = /** @type {(inputs: Moderation_Cms_Summary_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora Harlem: navega, guarda favoritos, escribe reseñas y se inscribe en eventos.`)
};

const fr_moderation_cms_summary_user = /** @type {(inputs: Moderation_Cms_Summary_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Harlem : parcourt le guide, enregistre ses favoris, laisse des avis et s’inscrit aux événements.`)
};

/**
* | output |
* | --- |
* | "Explores Harlem: browses, saves favorites, reviews and registers for events." |
*
* @param {Moderation_Cms_Summary_UserInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_summary_user = /** @type {((inputs?: Moderation_Cms_Summary_UserInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Summary_UserInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_summary_user(inputs)
	if (locale === "fr") return fr_moderation_cms_summary_user(inputs)
	return en_moderation_cms_summary_user(inputs)
});
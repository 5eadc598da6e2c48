/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Plan_Free_TextInputs */

const en_accounts_plan_free_text = /** @type {(inputs: Accounts_Plan_Free_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse the guide, save favorites and register for community events.`)
};

const es_accounts_plan_free_text = /** @type {(inputs: Accounts_Plan_Free_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora la guía, guarda favoritos e inscríbete en eventos comunitarios.`)
};

const fr_accounts_plan_free_text = /** @type {(inputs: Accounts_Plan_Free_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez le guide, enregistrez vos favoris et inscrivez-vous aux événements du quartier.`)
};

/**
* | output |
* | --- |
* | "Browse the guide, save favorites and register for community events." |
*
* @param {Accounts_Plan_Free_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_plan_free_text = /** @type {((inputs?: Accounts_Plan_Free_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Plan_Free_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_plan_free_text(inputs)
	if (locale === "fr") return fr_accounts_plan_free_text(inputs)
	return en_accounts_plan_free_text(inputs)
});
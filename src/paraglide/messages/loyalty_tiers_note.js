/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Tiers_NoteInputs */

const en_loyalty_tiers_note = /** @type {(inputs: Loyalty_Tiers_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tier follows the points you have earned in total: spending points never lowers it.`)
};

const es_loyalty_tiers_note = /** @type {(inputs: Loyalty_Tiers_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nivel depende del total de puntos que has ganado: usar puntos nunca lo baja.`)
};

const fr_loyalty_tiers_note = /** @type {(inputs: Loyalty_Tiers_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre niveau dépend du total des points gagnés : dépenser des points ne le fait jamais baisser.`)
};

/**
* | output |
* | --- |
* | "Your tier follows the points you have earned in total: spending points never lowers it." |
*
* @param {Loyalty_Tiers_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_tiers_note = /** @type {((inputs?: Loyalty_Tiers_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Tiers_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_tiers_note(inputs)
	if (locale === "fr") return fr_loyalty_tiers_note(inputs)
	return en_loyalty_tiers_note(inputs)
});
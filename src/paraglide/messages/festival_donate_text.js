/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Donate_TextInputs */

const en_festival_donate_text = /** @type {(inputs: Festival_Donate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most of the festival costs nothing to attend. A donation of any size helps pay for stages, sound and the children's festival.`)
};

const es_festival_donate_text = /** @type {(inputs: Festival_Donate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistir a la mayor parte del festival no cuesta nada. Una donación de cualquier monto ayuda a pagar escenarios, sonido y el festival infantil.`)
};

const fr_festival_donate_text = /** @type {(inputs: Festival_Donate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plupart du festival est gratuit. Un don, quel que soit son montant, aide à financer les scènes, la sonorisation et le festival des enfants.`)
};

/**
* | output |
* | --- |
* | "Most of the festival costs nothing to attend. A donation of any size helps pay for stages, sound and the children's festival." |
*
* @param {Festival_Donate_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_donate_text = /** @type {((inputs?: Festival_Donate_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Donate_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_donate_text(inputs)
	if (locale === "fr") return fr_festival_donate_text(inputs)
	return en_festival_donate_text(inputs)
});
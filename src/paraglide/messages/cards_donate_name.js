/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Donate_NameInputs */

const en_cards_donate_name = /** @type {(inputs: Cards_Donate_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name is required unless you give anonymously`)
};

const es_cards_donate_name = /** @type {(inputs: Cards_Donate_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre es obligatorio, salvo que dones de forma anónima`)
};

const fr_cards_donate_name = /** @type {(inputs: Cards_Donate_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom est obligatoire, sauf pour un don anonyme`)
};

/**
* | output |
* | --- |
* | "Name is required unless you give anonymously" |
*
* @param {Cards_Donate_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_donate_name = /** @type {((inputs?: Cards_Donate_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Donate_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_donate_name(inputs)
	if (locale === "fr") return fr_cards_donate_name(inputs)
	return en_cards_donate_name(inputs)
});
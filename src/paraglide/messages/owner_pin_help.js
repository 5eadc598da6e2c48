/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Pin_HelpInputs */

const en_owner_pin_help = /** @type {(inputs: Owner_Pin_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click the map or drag the pin to where your door is.`)
};

const es_owner_pin_help = /** @type {(inputs: Owner_Pin_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz clic en el mapa o arrastra el marcador hasta tu puerta.`)
};

const fr_owner_pin_help = /** @type {(inputs: Owner_Pin_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliquez sur la carte ou faites glisser le repère jusqu’à votre porte.`)
};

/**
* | output |
* | --- |
* | "Click the map or drag the pin to where your door is." |
*
* @param {Owner_Pin_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_pin_help = /** @type {((inputs?: Owner_Pin_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Pin_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pin_help(inputs)
	if (locale === "fr") return fr_owner_pin_help(inputs)
	return en_owner_pin_help(inputs)
});
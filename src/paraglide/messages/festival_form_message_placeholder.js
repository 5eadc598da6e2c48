/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_Message_PlaceholderInputs */

const en_festival_form_message_placeholder = /** @type {(inputs: Festival_Form_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like to support: a stage, a day, youth programmes?`)
};

const es_festival_form_message_placeholder = /** @type {(inputs: Festival_Form_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué te gustaría apoyar: un escenario, un día, programas juveniles?`)
};

const fr_festival_form_message_placeholder = /** @type {(inputs: Festival_Form_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que souhaitez-vous soutenir : une scène, une journée, des programmes jeunesse ?`)
};

/**
* | output |
* | --- |
* | "What would you like to support: a stage, a day, youth programmes?" |
*
* @param {Festival_Form_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_message_placeholder = /** @type {((inputs?: Festival_Form_Message_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_Message_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_message_placeholder(inputs)
	if (locale === "fr") return fr_festival_form_message_placeholder(inputs)
	return en_festival_form_message_placeholder(inputs)
});
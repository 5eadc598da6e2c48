/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Message_PlaceholderInputs */

const en_partners_sp_message_placeholder = /** @type {(inputs: Partners_Sp_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like to support: a stage, a day, youth programmes?`)
};

const es_partners_sp_message_placeholder = /** @type {(inputs: Partners_Sp_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué te gustaría apoyar: un escenario, un día, programas juveniles?`)
};

const fr_partners_sp_message_placeholder = /** @type {(inputs: Partners_Sp_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que souhaitez-vous soutenir : une scène, une journée, des programmes jeunesse ?`)
};

/**
* | output |
* | --- |
* | "What would you like to support: a stage, a day, youth programmes?" |
*
* @param {Partners_Sp_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_message_placeholder = /** @type {((inputs?: Partners_Sp_Message_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Message_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_message_placeholder(inputs)
	if (locale === "fr") return fr_partners_sp_message_placeholder(inputs)
	return en_partners_sp_message_placeholder(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_CreatedInputs */

const en_organiser_msg_created = /** @type {(inputs: Organiser_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event created successfully`)
};

const es_organiser_msg_created = /** @type {(inputs: Organiser_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento creado`)
};

const fr_organiser_msg_created = /** @type {(inputs: Organiser_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement créé`)
};

/**
* | output |
* | --- |
* | "Event created successfully" |
*
* @param {Organiser_Msg_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_created = /** @type {((inputs?: Organiser_Msg_CreatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_CreatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_created(inputs)
	if (locale === "fr") return fr_organiser_msg_created(inputs)
	return en_organiser_msg_created(inputs)
});
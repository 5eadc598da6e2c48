/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_No_MessagesInputs */

const en_owner_no_messages = /** @type {(inputs: Owner_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet`)
};

const es_owner_no_messages = /** @type {(inputs: Owner_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay mensajes`)
};

const fr_owner_no_messages = /** @type {(inputs: Owner_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun message pour l’instant`)
};

/**
* | output |
* | --- |
* | "No messages yet" |
*
* @param {Owner_No_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_no_messages = /** @type {((inputs?: Owner_No_MessagesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_No_MessagesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_no_messages(inputs)
	if (locale === "fr") return fr_owner_no_messages(inputs)
	return en_owner_no_messages(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Messages_CardInputs */

const en_owner_messages_card = /** @type {(inputs: Owner_Messages_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

const es_owner_messages_card = /** @type {(inputs: Owner_Messages_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes`)
};

const fr_owner_messages_card = /** @type {(inputs: Owner_Messages_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messagerie`)
};

/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Owner_Messages_CardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_messages_card = /** @type {((inputs?: Owner_Messages_CardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Messages_CardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_messages_card(inputs)
	if (locale === "fr") return fr_owner_messages_card(inputs)
	return en_owner_messages_card(inputs)
});
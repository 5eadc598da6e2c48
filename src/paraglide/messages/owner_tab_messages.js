/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tab_MessagesInputs */

const en_owner_tab_messages = /** @type {(inputs: Owner_Tab_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

const es_owner_tab_messages = /** @type {(inputs: Owner_Tab_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes`)
};

const fr_owner_tab_messages = /** @type {(inputs: Owner_Tab_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messagerie`)
};

/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Owner_Tab_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_tab_messages = /** @type {((inputs?: Owner_Tab_MessagesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tab_MessagesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tab_messages(inputs)
	if (locale === "fr") return fr_owner_tab_messages(inputs)
	return en_owner_tab_messages(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Owner_Messages_HeadingInputs */

const en_owner_messages_heading = /** @type {(inputs: Owner_Messages_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer Messages (${i?.count})`)
};

const es_owner_messages_heading = /** @type {(inputs: Owner_Messages_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensajes de clientes (${i?.count})`)
};

const fr_owner_messages_heading = /** @type {(inputs: Owner_Messages_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messages des clients (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Customer Messages ({count})" |
*
* @param {Owner_Messages_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_messages_heading = /** @type {((inputs: Owner_Messages_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Messages_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_messages_heading(inputs)
	if (locale === "fr") return fr_owner_messages_heading(inputs)
	return en_owner_messages_heading(inputs)
});
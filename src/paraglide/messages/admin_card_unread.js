/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Card_UnreadInputs */

const en_admin_card_unread = /** @type {(inputs: Admin_Card_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Unread message`);
	return /** @type {LocalizedString} */ (`Unread messages`)
	
};

const es_admin_card_unread = /** @type {(inputs: Admin_Card_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mensaje sin leer`);
	return /** @type {LocalizedString} */ (`Mensajes sin leer`)
	
};

const fr_admin_card_unread = /** @type {(inputs: Admin_Card_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Message non lu`);
	return /** @type {LocalizedString} */ (`Messages non lus`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Unread message" |
* | * | "Unread messages" |
*
* @param {Admin_Card_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_unread = /** @type {((inputs: Admin_Card_UnreadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_UnreadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_unread(inputs)
	if (locale === "fr") return fr_admin_card_unread(inputs)
	return en_admin_card_unread(inputs)
});
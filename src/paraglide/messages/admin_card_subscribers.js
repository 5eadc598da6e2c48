/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Card_SubscribersInputs */

const en_admin_card_subscribers = /** @type {(inputs: Admin_Card_SubscribersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Newsletter subscriber`);
	return /** @type {LocalizedString} */ (`Newsletter subscribers`)
	
};

const es_admin_card_subscribers = /** @type {(inputs: Admin_Card_SubscribersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Suscriptor del boletín`);
	return /** @type {LocalizedString} */ (`Suscriptores del boletín`)
	
};

const fr_admin_card_subscribers = /** @type {(inputs: Admin_Card_SubscribersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Abonné à la newsletter`);
	return /** @type {LocalizedString} */ (`Abonnés à la newsletter`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Newsletter subscriber" |
* | * | "Newsletter subscribers" |
*
* @param {Admin_Card_SubscribersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_subscribers = /** @type {((inputs: Admin_Card_SubscribersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_SubscribersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_subscribers(inputs)
	if (locale === "fr") return fr_admin_card_subscribers(inputs)
	return en_admin_card_subscribers(inputs)
});
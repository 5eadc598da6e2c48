/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Card_AwaitingInputs */

const en_admin_card_awaiting = /** @type {(inputs: Admin_Card_AwaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Item awaiting a decision`);
	return /** @type {LocalizedString} */ (`Items awaiting a decision`)
	
};

const es_admin_card_awaiting = /** @type {(inputs: Admin_Card_AwaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Asunto pendiente de decisión`);
	return /** @type {LocalizedString} */ (`Asuntos pendientes de decisión`)
	
};

const fr_admin_card_awaiting = /** @type {(inputs: Admin_Card_AwaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Élément en attente de décision`);
	return /** @type {LocalizedString} */ (`Éléments en attente de décision`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Item awaiting a decision" |
* | * | "Items awaiting a decision" |
*
* @param {Admin_Card_AwaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_awaiting = /** @type {((inputs: Admin_Card_AwaitingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_AwaitingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_awaiting(inputs)
	if (locale === "fr") return fr_admin_card_awaiting(inputs)
	return en_admin_card_awaiting(inputs)
});
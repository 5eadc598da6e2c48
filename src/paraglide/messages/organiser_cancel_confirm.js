/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, title: NonNullable<unknown> }} Organiser_Cancel_ConfirmInputs */

const en_organiser_cancel_confirm = /** @type {(inputs: Organiser_Cancel_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cancel "${i?.title}"? ${i?.count} registrant will be emailed and paid tickets refunded.`);
	return /** @type {LocalizedString} */ (`Cancel "${i?.title}"? ${i?.count} registrants will be emailed and paid tickets refunded.`)
	
};

const es_organiser_cancel_confirm = /** @type {(inputs: Organiser_Cancel_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`¿Cancelar “${i?.title}”? Se le enviará un correo a ${i?.count} persona inscrita y se reembolsarán las entradas pagadas.`);
	return /** @type {LocalizedString} */ (`¿Cancelar “${i?.title}”? Se les enviará un correo a ${i?.count} personas inscritas y se reembolsarán las entradas pagadas.`)
	
};

const fr_organiser_cancel_confirm = /** @type {(inputs: Organiser_Cancel_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Annuler « ${i?.title} » ? ${i?.count} inscrit recevra un e-mail et les billets payés seront remboursés.`);
	return /** @type {LocalizedString} */ (`Annuler « ${i?.title} » ? ${i?.count} inscrits recevront un e-mail et les billets payés seront remboursés.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cancel \"{title}\"? {count} registrant will be emailed and paid tickets refunded." |
* | * | "Cancel \"{title}\"? {count} registrants will be emailed and paid tickets refunded." |
*
* @param {Organiser_Cancel_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_cancel_confirm = /** @type {((inputs: Organiser_Cancel_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Cancel_ConfirmInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_cancel_confirm(inputs)
	if (locale === "fr") return fr_organiser_cancel_confirm(inputs)
	return en_organiser_cancel_confirm(inputs)
});
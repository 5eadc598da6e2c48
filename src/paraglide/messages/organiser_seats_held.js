/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Organiser_Seats_HeldInputs */

const en_organiser_seats_held = /** @type {(inputs: Organiser_Seats_HeldInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} seat held for the first in line`);
	return /** @type {LocalizedString} */ (`${i?.count} seats held for the first in line`)
	
};

const es_organiser_seats_held = /** @type {(inputs: Organiser_Seats_HeldInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lugar reservado para los primeros de la fila`);
	return /** @type {LocalizedString} */ (`${i?.count} lugares reservados para los primeros de la fila`)
	
};

const fr_organiser_seats_held = /** @type {(inputs: Organiser_Seats_HeldInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} place gardée pour les premiers de la liste`);
	return /** @type {LocalizedString} */ (`${i?.count} places gardées pour les premiers de la liste`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} seat held for the first in line" |
* | * | "{count} seats held for the first in line" |
*
* @param {Organiser_Seats_HeldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_seats_held = /** @type {((inputs: Organiser_Seats_HeldInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Seats_HeldInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_seats_held(inputs)
	if (locale === "fr") return fr_organiser_seats_held(inputs)
	return en_organiser_seats_held(inputs)
});